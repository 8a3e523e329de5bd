import sharp from 'sharp';
import type { TestApp } from '../helpers/test-app';

/*
 * What the media tests share: the pictures they upload (made with sharp, like a phone's), the multipart forms of
 * `POST photos.json`, and the calls of the media endpoints.
 */

/** A landscape JPEG of `width` × `height`, one colour. */
export function jpeg(width = 1200, height = 800, background = '#3b7dd8'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The camera and place a phone writes into a photo: what no stored size may keep. */
export const CAMERA = { Make: 'Pixelphone', Model: 'Secret Model 12' } as const;

/**
 * A phone's photo: stored 1200 × 800 with its left half red and right half blue, and EXIF saying to turn it a
 * quarter clockwise (orientation 6) to show it 800 × 1200, red on top; its GPS position and camera in its EXIF.
 */
export async function phonePhoto(): Promise<Buffer> {
  const left = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#d00000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0000d0' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .withExif({
      IFD0: CAMERA,
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 24/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 35/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The multipart form of `POST photos.json`: the text fields, then the file. */
export function photoForm(
  fields: Record<string, string | number>,
  file: Buffer | string,
  filename = 'photo.jpg',
  type = 'image/jpeg',
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type }), filename);
  return form;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of `/api/v1/<url>` with a JSON body or a form. */
export function callApi(
  t: TestApp,
  method: Method,
  url: string,
  headers: Record<string, string>,
  payload?: object | FormData,
) {
  return t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });
}

/** Uploads a photo of a record, as `headers`' climber: a plain JPEG unless `file` is given. */
export async function uploadPhoto(
  t: TestApp,
  headers: Record<string, string>,
  target: { type: string; id: number },
  { file, ...fields }: { file?: Buffer; [field: string]: string | number | Buffer | undefined } = {},
) {
  const text = fields as Record<string, string | number>;
  const form = photoForm({ illustrable_type: target.type, illustrable_id: target.id, ...text }, file ?? (await jpeg()));
  return callApi(t, 'POST', 'photos.json', headers, form);
}

/** Writes a comment on a record (a reply when `replyTo` names the comment answered), as `headers`' climber. */
export function postComment(
  t: TestApp,
  headers: Record<string, string>,
  target: { type: string; id: number },
  body: string,
  replyTo?: number,
) {
  return callApi(t, 'POST', 'comments.json', headers, {
    commentable_type: target.type,
    commentable_id: target.id,
    body,
    ...(replyTo === undefined ? {} : { reply_to_comment_id: replyTo }),
  });
}
