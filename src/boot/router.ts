// Evaluated as its own start-up step (see main.tsx); a named export keeps tree-shaking intact.
export { RouterProvider } from '@tanstack/react-router'
