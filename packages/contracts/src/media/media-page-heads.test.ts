import { describe, expect, it } from 'vitest';
import { cragLinksPageHead, photoPageHead, recordPhotosPageHead, videoPageHead } from './media-page-heads';

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

  it('name a photo by its record, and a record’s photos page after the record, by its kind', () => {
    expect(photoPageHead('fr', { target: { name: 'Céüse' }, description: '   ' }).title).toBe('Photo – Céüse');
    expect(photoPageHead('en', { target: { name: 'Céüse' }, description: 'Dawn' }).description).toBe('Dawn');
    expect(recordPhotosPageHead('fr', 'crags', { name: 'Céüse' }).title).toBe('Photos du site – Céüse');
    expect(recordPhotosPageHead('en', 'areas', { name: 'Vercors' }).title).not.toBe(
      recordPhotosPageHead('en', 'crags', { name: 'Vercors' }).title,
    );
  });
});
