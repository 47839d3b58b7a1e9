// Evaluated as its own start-up step (see main.tsx). One named export, not the package namespace,
// so the bundler still drops what the app does not use.
export { hydrateRoot } from 'react-dom/client'
