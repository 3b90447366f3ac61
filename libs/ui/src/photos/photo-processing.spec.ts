import { fitWithin, processPhoto, processPhotos, MAX_PHOTO_FILE_BYTES } from './photo-processing';

/*
 * jsdom cannot decode images or draw on a canvas, so this test (only) stands in for the
 * browser: createImageBitmap reports the picked image's size, and the canvas records the
 * size it was given and returns JPEG data URLs whose length the test chooses per quality.
 */
let decodedSize = { width: 1600, height: 1200 };
let lengthAtQuality: Record<string, number> = {};
const encoded: { width: number; height: number; type: string; quality: number }[] = [];
const drawn: { width: number; height: number }[] = [];
const closed: number[] = [];

const dataUrlOfLength = (n: number) => {
  const prefix = 'data:image/jpeg;base64,';
  return prefix + 'A'.repeat(Math.max(0, n - prefix.length));
};

beforeEach(() => {
  decodedSize = { width: 1600, height: 1200 };
  lengthAtQuality = { '0.6': 120_000, '0.3': 60_000 };
  encoded.length = 0;
  drawn.length = 0;
  closed.length = 0;
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async () => ({
    ...decodedSize,
    close: () => closed.push(1),
  }));
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return {
      fillStyle: '',
      fillRect: () => undefined,
      drawImage: (_img: unknown, _x: number, _y: number, w: number, h: number) => {
        drawn.push({ width: w, height: h });
        expect([this.width, this.height]).toEqual([w, h]);
      },
    } as unknown as CanvasRenderingContext2D;
  } as never);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    type?: string,
    quality?: unknown,
  ) {
    encoded.push({ width: this.width, height: this.height, type: String(type), quality: Number(quality) });
    return dataUrlOfLength(lengthAtQuality[String(quality)] ?? 1000);
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

const file = (name: string, type = 'image/png', size = 2048) => {
  const f = new File([new Uint8Array(1)], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('fitWithin (800 × 600 bounds, aspect ratio kept, never enlarged)', () => {
  it.each([
    [1600, 1200, 800, 600],
    [4000, 1000, 800, 200],
    [1000, 3000, 200, 600],
    [640, 480, 640, 480],
    [801, 10, 800, 10],
  ])('%i × %i → %i × %i', (w, h, ew, eh) => {
    expect(fitWithin(w, h)).toEqual({ width: ew, height: eh });
  });
});

describe('processPhoto', () => {
  it('resizes a large photo to fit 800 × 600 and re-encodes it as JPEG at quality 0.6', async () => {
    const result = await processPhoto(file('hydrant.png'));
    expect(result).toEqual({ dataUrl: expect.stringMatching(/^data:image\/jpeg;base64,/) as string });
    expect(drawn).toEqual([{ width: 800, height: 600 }]);
    expect(encoded).toEqual([{ width: 800, height: 600, type: 'image/jpeg', quality: 0.6 }]);
    expect(closed).toHaveLength(1);
  });

  it('falls back to quality 0.3 when the 0.6 result is over 500,000 characters', async () => {
    lengthAtQuality = { '0.6': 500_001, '0.3': 300_000 };
    const result = await processPhoto(file('detailed.jpg', 'image/jpeg'));
    expect(encoded.map((e) => e.quality)).toEqual([0.6, 0.3]);
    expect('dataUrl' in result && result.dataUrl.length).toBe(300_000);
  });

  it('keeps quality 0.6 at exactly 500,000 characters', async () => {
    lengthAtQuality = { '0.6': 500_000 };
    await processPhoto(file('edge.jpg', 'image/jpeg'));
    expect(encoded.map((e) => e.quality)).toEqual([0.6]);
  });

  it('skips a photo still over 800,000 characters at quality 0.3', async () => {
    lengthAtQuality = { '0.6': 900_000, '0.3': 800_001 };
    expect(await processPhoto(file('noise.png'))).toEqual({ skipped: 'too-large-after-compression' });
  });

  it('skips files that are not images, or over 5 MB, without decoding them', async () => {
    expect(await processPhoto(file('notes.pdf', 'application/pdf'))).toEqual({ skipped: 'not-an-image' });
    expect(await processPhoto(file('huge.jpg', 'image/jpeg', MAX_PHOTO_FILE_BYTES + 1))).toEqual({
      skipped: 'file-too-large',
    });
    expect(await processPhoto(file('max.jpg', 'image/jpeg', MAX_PHOTO_FILE_BYTES))).toHaveProperty('dataUrl');
    expect(createImageBitmap).toHaveBeenCalledTimes(1);
  });

  it('skips a file the browser cannot decode', async () => {
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async () => {
      throw new Error('bad');
    });
    expect(await processPhoto(file('broken.png'))).toEqual({ skipped: 'unreadable' });
  });
});

describe('processPhotos', () => {
  it('stops at 5 photos per hydrant, counting the ones it already has', async () => {
    const files = ['a', 'b', 'c', 'd'].map((n) => file(`${n}.png`));
    const result = await processPhotos(files, 3);
    expect(result.photos).toHaveLength(2);
    expect(result.skipped).toEqual([
      { name: 'c.png', reason: 'limit-reached' },
      { name: 'd.png', reason: 'limit-reached' },
    ]);
  });

  it('only logs skipped files (no user message) and keeps the good ones in order', async () => {
    lengthAtQuality = { '0.6': 1000 };
    const result = await processPhotos([file('one.png'), file('doc.txt', 'text/plain'), file('two.gif', 'image/gif')]);
    expect(result.photos).toHaveLength(2);
    expect(result.skipped).toEqual([{ name: 'doc.txt', reason: 'not-an-image' }]);
    expect(console.warn).toHaveBeenCalledWith('Photo skipped (not-an-image): doc.txt');
  });
});
