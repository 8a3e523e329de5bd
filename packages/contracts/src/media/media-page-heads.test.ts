import { describe, expect, it } from 'vitest';
import { cragLinksPageHead, videoPageHead } from './media-page-heads';

describe('the heads of the media pages that name their record', () => {
  it('name a video by its record, described by its own words when it has some', () => {
    const video = { target: { name: 'Céüse' }, description: ' Biographie, 9a+ ' };
    expect(videoPageHead('fr', video)).toEqual({ title: 'Vidéo – Céüse', description: 'Biographie, 9a+' });
    expect(videoPageHead('en', { ...video, description: null })).toEqual({
      title: 'Video – Céüse',
      description: 'A climbing video shared by a climber.',
    });
  });

  it('name a crag’s links page after the crag', () => {
    expect(cragLinksPageHead('fr', { name: 'Céüse' }).title).toBe('Liens du site – Céüse');
    expect(cragLinksPageHead('en', { name: 'Céüse' }).title).toBe('Crag links – Céüse');
  });
});
