/**
 * Reads `blob` as a stream of UTF-8 text (never the whole file as one string): each decoded
 * piece goes to `onText` with the number of bytes read so far, for progress.
 */
export async function streamText(
  blob: Blob,
  onText: (text: string, bytesRead: number) => void,
): Promise<void> {
  let bytes = 0
  const counter = new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
    transform(chunk, controller) {
      bytes += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  const reader = blob
    .stream()
    .pipeThrough(counter)
    .pipeThrough(new TextDecoderStream('utf-8'))
    .getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    onText(value, bytes)
  }
}
