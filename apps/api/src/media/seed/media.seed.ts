import type { PhotoLicence } from '@climb/contracts';
import { findDemoClimbers, findDemoGymManager } from '../../accounts/account.seed';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { SeedStep } from '../../db/seed';
import { BackgroundTasks } from '../../lib/background-tasks';
import { DomainEventBus } from '../../lib/domain-events';
import { MemoryRateLimitStore, RateLimiter } from '../../lib/rate-limiter';
import { type CommentContext, createComment } from '../comments/comment.service';
import { createLink } from '../links/link.service';
import type { MediaTargets, TargetRef } from '../media-targets';
import { createPhoto } from '../photos/photo.service';
import type { MediaUploadContext } from '../shared/media-context';
import { createVideo } from '../videos/video.service';
import { CLIFF_SCHEMES, cliffSvg, renderJpeg, WALL_SCHEMES, wallSvg } from './demo-pictures';

/*
 * The demo media of a fresh install (docs/domain/media.md, "Demo data"), written through the services as climbers
 * would: photos of the demo crag and of the demo bouldering gym and one of its routes (one cover each), a video on
 * the crag and on the route, a link on the crag, a conversation on the crag (a comment and another climber's reply)
 * and a conversation on the route (two climbers' comments, and the gym team's answer to the first, written by the demo
 * gym's manager on behalf of the gym). The pictures are drawn at seed time and say they are illustrations.
 */

/** The records the demo media go on, found by their owners' seeds; null when that seed did not run. */
export interface DemoMediaPlaces {
  cragId: number | null;
  gym: { gymId: number; spaceId: number | null; routeId: number | null } | null;
}

interface DemoPhoto {
  on: 'crag' | 'gym' | 'gymRoute';
  climber: number;
  picture: () => string;
  description: string;
  author?: string;
  licence: PhotoLicence;
  cover?: boolean;
}

const ILLUSTRATION = 'Illustration de démonstration, dessinée par Cordée. Demo illustration drawn by Cordée.';

const DEMO_PHOTOS: readonly DemoPhoto[] = [
  {
    on: 'crag',
    climber: 1,
    picture: () => cliffSvg(CLIFF_SCHEMES.evening),
    description: `La face au soleil couchant. ${ILLUSTRATION}`,
    licence: 'cc_by',
  },
  {
    on: 'crag',
    climber: 2,
    picture: () => cliffSvg(CLIFF_SCHEMES.winter),
    description: `Un jour d’hiver, au pied de la Grande face. ${ILLUSTRATION}`,
    licence: 'cc_by_sa',
  },
  {
    on: 'crag',
    climber: 0,
    picture: () => cliffSvg(CLIFF_SCHEMES.morning),
    description: `Le Secteur école au matin, une cordée dans Le pilier rouge. ${ILLUSTRATION}`,
    author: 'Cordée',
    licence: 'cc0',
    cover: true,
  },
  {
    on: 'gym',
    climber: 0,
    picture: () => wallSvg(WALL_SCHEMES.bloc),
    description: `La grande salle et ses volumes. ${ILLUSTRATION}`,
    author: 'Cordée',
    licence: 'cc0',
    cover: true,
  },
  {
    on: 'gymRoute',
    climber: 1,
    picture: () => wallSvg(WALL_SCHEMES.pan),
    description: `Le départ du bloc, prises violettes. ${ILLUSTRATION}`,
    licence: 'cc_by',
  },
];

/** A real address's form (a Vimeo video), shown as the click-to-play frame; the description says it is a demo. */
const DEMO_VIDEO_URL = 'https://vimeo.com/76979871';

/** Seeds the demo media on the records found, skipping those whose seed did not run (no demo climbers: nothing). */
export async function seedDemoMedia(
  db: Database,
  config: Config,
  targets: MediaTargets,
  places: DemoMediaPlaces,
): Promise<void> {
  const climbers = await findDemoClimbers(db);
  if (!climbers || climbers.length === 0) return;
  // Nothing listens yet while the server starts, the demo's uploads and comments count against no climber's limits,
  // and the e-mail of the demo's reply goes nowhere (its work ends before the seed commits).
  const background = new BackgroundTasks({ error: () => {} });
  const context: MediaUploadContext & CommentContext = {
    db,
    config,
    events: new DomainEventBus(() => {}),
    targets,
    rateLimiter: new RateLimiter(new MemoryRateLimitStore(), null),
    mailer: { send: async () => {}, close: async () => {} },
    background,
  };
  const refs: Record<DemoPhoto['on'], TargetRef | null> = {
    crag: places.cragId === null ? null : { type: 'crags', id: places.cragId },
    gym: places.gym ? { type: 'gyms', id: places.gym.gymId } : null,
    gymRoute: places.gym?.routeId ? { type: 'gym_routes', id: places.gym.routeId } : null,
  };
  const photos = DEMO_PHOTOS.filter((photo) => refs[photo.on] !== null);
  // Drawn together: the pictures are ready before the first photo is written.
  const pictures = await Promise.all(photos.map((photo) => renderJpeg(photo.picture())));
  for (const [index, photo] of photos.entries()) {
    const ref = refs[photo.on] as TargetRef;
    const user = { id: (climbers[photo.climber] ?? climbers[0])?.id as number, super_admin: false };
    await createPhoto(
      context,
      user,
      {
        illustrable_type: ref.type,
        illustrable_id: ref.id,
        description: photo.description,
        author: photo.author,
        licence: photo.licence,
        cover: photo.cover ? 'true' : 'false',
      },
      pictures[index] as Buffer,
    );
  }
  const author = { id: climbers[0]?.id as number, super_admin: false };
  const videoOn = [refs.crag, refs.gymRoute].filter((ref) => ref !== null);
  for (const ref of videoOn) {
    await createVideo(context, author, {
      viewable_type: ref.type,
      viewable_id: ref.id,
      url: DEMO_VIDEO_URL,
      description: 'Vidéo de démonstration : elle ne montre pas ce lieu. Demo video: it does not show this place.',
    });
  }
  if (refs.crag) {
    await createLink(context, author, {
      linkable_type: 'crags',
      linkable_id: refs.crag.id,
      name: 'L’escalade sur Wikipédia',
      url: 'https://fr.wikipedia.org/wiki/Escalade',
      description: 'Un lien de démonstration vers une page sur l’escalade. A demo link to a page about climbing.',
    });
  }
  await seedDemoComments(
    context,
    climbers.map((climber) => climber.id),
    refs,
  );
  await background.idle();
}

/**
 * A conversation on the demo crag (a question, another climber's answer) and on the demo gym route (two climbers'
 * comments, the gym team's answer to the first: what the gym's moderation pages show).
 */
async function seedDemoComments(
  context: CommentContext,
  climberIds: readonly number[],
  refs: Record<DemoPhoto['on'], TargetRef | null>,
): Promise<void> {
  const climber = (index: number) => ({ id: (climberIds[index] ?? climberIds[0]) as number, super_admin: false });
  if (refs.crag) {
    const question = await createComment(context, climber(1), {
      commentable_type: 'crags',
      commentable_id: refs.crag.id,
      body: 'Le Secteur école sèche vite après la pluie ? Does the school sector dry fast after rain?',
    });
    await createComment(context, climber(2), {
      commentable_type: 'crags',
      commentable_id: refs.crag.id,
      body: 'Oui, en une matinée au soleil. Yes, in a sunny morning.',
      reply_to_comment_id: question.id,
    });
  }
  if (refs.gymRoute) {
    const route = { commentable_type: 'gym_routes', commentable_id: refs.gymRoute.id } as const;
    const first = await createComment(context, climber(0), {
      ...route,
      body: 'Le départ est dur pour le niveau, la suite se déroule bien. A hard start for its grade, then it flows.',
    });
    await createComment(context, climber(1), {
      ...route,
      body: 'Une prise de la sortie tourne un peu. A hold near the top spins a little.',
    });
    // The gym's manager answers for the gym (the demo gym is administered before the media are seeded).
    const manager = await findDemoGymManager(context.db);
    if (manager) {
      await createComment(
        context,
        { id: manager.id, super_admin: false },
        {
          ...route,
          body: 'Merci, nous revoyons le départ à la prochaine ouverture. Thanks, we will rework the start next time.',
          reply_to_comment_id: first.id,
          as_gym_team: true,
        },
      );
    }
  }
}

/**
 * The media part of the seed, after the catalogue's and the logbook's (the demo crag and gyms): `places` finds the
 * records the media go on, `targetsFor` names the records inside the seed's transaction.
 */
export function mediaSeed(
  targetsFor: (db: Database) => MediaTargets,
  places: (db: Database) => Promise<DemoMediaPlaces>,
): SeedStep {
  return {
    async seedEmpty(tx, config) {
      await seedDemoMedia(tx, config, targetsFor(tx), await places(tx));
      return undefined;
    },
  };
}
