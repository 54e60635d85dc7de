/**
 * The one answer of a worker the visit request form starts for one job (shrinking the photos
 * picked, reading the days open now), which then ends.
 */
export function workerAnswer<Answer>(worker: Worker, message: unknown): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<Answer>) => resolve(data);
    worker.onerror = reject;
    worker.postMessage(message);
  }).finally(() => worker.terminate());
}
