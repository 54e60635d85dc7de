/**
 * The visit request's photos field: a native file field, which posts the photos as they are when
 * the island is asleep or JavaScript is off (the server takes a phone's originals and cleans them).
 * Awake, each photo picked is shrunk on the phone before it is sent, by a worker (./shrink-photos.ts)
 * started on the pick, so a visitor who sends no photo never downloads its code.
 */
import { useState, type ChangeEvent } from 'react';
import { MAX_PHOTOS, PHOTO_TYPES, PHOTOS_FIELD, SHRUNK_PHOTO } from '../../shared/booking-fields';
import type { ShrinkRequest } from './shrink-photos';
import { workerAnswer } from './worker-answer';

export interface PhotoFieldWords {
  label: string;
  help: string;
  preparing: string;
  tooMany: string;
}

interface Props {
  idPrefix: string;
  words: PhotoFieldWords;
  /** The server's refusal of the photos sent. */
  error?: string;
  /** Whether photos are being shrunk: the form waits for them before it sends. */
  onPreparing: (preparing: boolean) => void;
}

/** The picked photos, shrunk; the field then holds them in place of the originals. */
async function shrinkPicked(input: HTMLInputElement): Promise<void> {
  const shrunk = await workerAnswer<File[]>(
    new Worker(new URL('./shrink-photos.ts', import.meta.url), { type: 'module' }),
    { files: [...(input.files ?? [])], target: SHRUNK_PHOTO } satisfies ShrinkRequest,
  );
  const transfer = new DataTransfer();
  for (const file of shrunk) transfer.items.add(file);
  input.files = transfer.files;
}

export function PhotoField({ idPrefix, words, error, onPreparing }: Props) {
  const [preparing, setPreparing] = useState(false);
  const [tooMany, setTooMany] = useState(false);
  const id = `${idPrefix}-${PHOTOS_FIELD}`;
  const shown = tooMany ? words.tooMany : error;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const count = input.files?.length ?? 0;
    setTooMany(count > MAX_PHOTOS);
    if (count === 0 || count > MAX_PHOTOS) return;
    setPreparing(true);
    onPreparing(true);
    try {
      await shrinkPicked(input);
    } catch {
      // Not shrunk (an old browser, a picture it cannot decode): the originals go, and the server decides.
    } finally {
      setPreparing(false);
      onPreparing(false);
    }
  };

  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-brand-navy">
        {words.label}
      </label>
      <input
        type="file"
        id={id}
        name={PHOTOS_FIELD}
        accept={PHOTO_TYPES.join(',')}
        multiple
        onChange={onChange}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-help ${id}-error` : `${id}-help`}
        className="mt-1 block w-full max-w-full text-base text-brand-ink"
      />
      <p id={`${id}-help`} className="mt-1 text-sm" aria-live="polite">
        {preparing ? words.preparing : words.help}
      </p>
      {shown ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
