/** True for the errors a browser raises when a lazily loaded script cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /dynamically imported module|module script failed|Importing a module script failed|ChunkLoadError|Unable to preload/i.test(
    message,
  )
}
