import { createHash } from 'node:crypto'

/** Hex SHA-256 of a text or bytes: the build's name for what a file or entry was made from. */
export const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex')
