import type { GymLabelTemplateInput } from '@climb/contracts';
import { createGymLabelTemplate } from '../admin/labels/labels.service';
import type { IndoorContext } from '../shared/indoor-change';

/*
 * The demo gym's label templates (docs/domain/indoor.md, "Demo data"): one row of labels on A4 portrait with the QR
 * code on the right, one of round stickers for the start holds; written through the service, as the staff would.
 */

const DEMO_LABEL_TEMPLATES: readonly GymLabelTemplateInput[] = [
  {
    name: 'Étiquettes A4',
    layout: 'row',
    paper_size: 'a4',
    orientation: 'portrait',
    font: 'sans_serif',
    qr_position: 'right',
    fields: ['name', 'grade', 'level', 'sector', 'openers', 'opened_at', 'anchor_number'],
    footer: 'Scannez pour noter la voie',
  },
  {
    name: 'Pastilles de départ',
    layout: 'circular',
    paper_size: 'a4',
    orientation: 'portrait',
    font: 'condensed',
    qr_position: 'bottom',
    fields: ['grade', 'level', 'sub_level'],
    footer: null,
  },
];

/** Two label templates on the demo gym `gymId` (the Lyon one); their ids, in order. */
export async function seedDemoLabelTemplates(context: IndoorContext, gymId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const template of DEMO_LABEL_TEMPLATES) ids.push((await createGymLabelTemplate(context, gymId, template)).id);
  return ids;
}
