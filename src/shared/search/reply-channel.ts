/**
 * The search worker sends its answers through a BroadcastChannel that the page names in the
 * worker's name. After a keystroke, Chromium holds a dedicated worker's messages (and a
 * MessagePort's) until the page has painted its next frame; a BroadcastChannel's messages are
 * delivered as they arrive. So an answer that is ready before that frame is rendered in it, with
 * the typed character, instead of one frame (16 ms at 60 Hz) later. Without a channel (a browser
 * without BroadcastChannel) answers come the usual way.
 */
const PREFIX = 'search-replies:'

/** The worker's name: it carries the name of the channel to answer on, if any. */
export const searchWorkerName = (channel: string | null): string =>
  channel ? PREFIX + channel : 'search'

/** The channel a worker of this name answers on, or null. */
export const replyChannelOf = (workerName: string): string | null =>
  workerName.startsWith(PREFIX) && workerName.length > PREFIX.length
    ? workerName.slice(PREFIX.length)
    : null
