import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { registerEndpoint } from '../lib/endpoint-route';
import { acceptImageUploads, readImageUpload, uploadedBytes } from '../media/image-upload';
import { removeUserImage, setUserImage, type UserImageKind } from './current-user.service';

/** Avatar and banner of the signed-in climber; multipart is registered for these routes only. */
export function currentUserImageRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  return async (app) => {
    await acceptImageUploads(app);

    const IMAGES = [
      { kind: 'avatar', upload: endpoints.uploadAvatar, remove: endpoints.deleteAvatar },
      { kind: 'banner', upload: endpoints.uploadBanner, remove: endpoints.deleteBanner },
    ] as const satisfies { kind: UserImageKind; upload: unknown; remove: unknown }[];

    for (const { kind, upload, remove } of IMAGES) {
      registerEndpoint(app, upload, {
        guards,
        preValidation: readImageUpload,
        handler: async (request, _reply, user) =>
          setUserImage({ ...context, log: request.log }, user, kind, await uploadedBytes(request.body.file)),
      });

      registerEndpoint(app, remove, {
        guards,
        handler: async (request, _reply, user) => removeUserImage({ ...context, log: request.log }, user, kind),
      });
    }
  };
}
