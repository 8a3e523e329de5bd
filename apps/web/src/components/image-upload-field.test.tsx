import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import type { UploadProgress } from '../lib/endpoint-upload';
import { createTestI18n, stubMissingBrowserApis, TestProviders } from '../testing/page-test-kit';
import { ImageUploadField, type ImageUploadFieldProps } from './image-upload-field';

const missing: string[] = [];

beforeAll(() => {
  stubMissingBrowserApis();
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => {};
});

afterEach(() => {
  cleanup();
  missing.length = 0;
});

async function renderField(language: string, props: Partial<ImageUploadFieldProps> = {}) {
  const i18n = await createTestI18n(language, missing);
  const upload = props.upload ?? vi.fn(async () => ({}));
  const view = render(
    <TestProviders i18n={i18n} environment="none">
      <QueryClientProvider client={new QueryClient()}>
        <ImageUploadField upload={upload} testId="plan-file" {...props} />
      </QueryClientProvider>
    </TestProviders>,
  );
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('file input expected');
  return { ...view, input, upload };
}

function choose(input: HTMLInputElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } });
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'plan.png', { type: 'image/png' });

describe('the image upload field', () => {
  it('refuses a file that is no image before sending it, under the field', async () => {
    const { input, upload } = await renderField('en');
    choose(input, new File(['not an image'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('The file is not valid')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Upload the picture' }).disabled).toBe(true);
    expect(upload).not.toHaveBeenCalled();
    expect(missing).toEqual([]);
  });

  it('shows the chosen picture, the progress of the upload, then tells the caller', async () => {
    let report: (progress: UploadProgress) => void = () => {};
    let finish: () => void = () => {};
    const upload = vi.fn(
      (_file: File, onProgress: (progress: UploadProgress) => void) =>
        new Promise<unknown>((resolve) => {
          report = onProgress;
          finish = () => resolve({});
        }),
    );
    const onUploaded = vi.fn();
    const { input } = await renderField('fr', { upload, onUploaded });
    choose(input, png());
    expect(await screen.findByRole('img', { name: 'Aperçu de la nouvelle image' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer l’image' }));
    await vi.waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const [sent] = upload.mock.calls[0] ?? [];
    expect(sent?.name).toBe('plan.png');
    act(() => report(0.42));
    expect((await screen.findByRole('status')).textContent).toContain('42 %');
    act(() => report('processing'));
    expect(screen.getByRole('status').textContent).toContain('Préparation de l’image…');
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();

    await act(async () => finish());
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(missing).toEqual([]);
  });

  it("shows the API's refusal under the field, in the rules' words", async () => {
    const upload = vi.fn(async () => {
      throw new ApiError(422, { error: { file: ['too_big'] } });
    });
    const { input } = await renderField('en', { upload });
    choose(input, png());
    fireEvent.click(await screen.findByRole('button', { name: 'Upload the picture' }));
    expect(await screen.findByText('The file is too big')).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('says how an image kept whole may be reduced, with the bounds', async () => {
    await renderField('en', { keptWhole: true });
    expect(screen.getByText(/above 4096 pixels on its longer side or 12 megapixels/)).toBeTruthy();
    expect(missing).toEqual([]);
  });
});
