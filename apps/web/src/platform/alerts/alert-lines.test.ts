import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import fr from '../../locales/fr/common.json';
import frRules from '../../locales/fr/rules.json';
import { alertFromError, type Translate } from './alert-lines';

// A translator over the real French texts, so a missing key shows up as a wrong line.
const t: Translate = (key, options) => {
  const [namespace, path] = key.includes(':') ? key.split(':') : ['common', key];
  const value = (path ?? '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], namespace === 'rules' ? frRules : fr);
  return typeof value === 'string' ? value : (options?.defaultValue ?? key);
};

describe('alertFromError', () => {
  it('shows the general 422 message and one line per field and rule, without label for base', () => {
    const error = new ApiError(422, {
      error: { password: ['too_short', 'missing_digit'], email: ['taken'], base: ['invalid'] },
    });
    expect(alertFromError(error, t)).toEqual({
      message: 'Certaines informations ne sont pas valides :',
      lines: [
        '- Le mot de passe est trop court',
        '- Le mot de passe doit contenir au moins un chiffre',
        '- L’adresse e-mail est déjà utilisée',
        '- n’est pas valide',
      ],
    });
  });

  it('uses the field name when the field has no label', () => {
    const error = new ApiError(422, { error: { crag_name: ['required'] } });
    expect(alertFromError(error, t).lines).toEqual(['- crag_name est obligatoire']);
  });

  it('keys 500, 400 and 401 by status and sends any other status to the 500 message', () => {
    expect(alertFromError(new ApiError(400, null), t).message).toBe(fr.alerts['400']);
    expect(alertFromError(new ApiError(401, null), t).message).toBe(fr.alerts['401']);
    expect(alertFromError(new ApiError(500, null), t).message).toBe(fr.alerts['500']);
    expect(alertFromError(new ApiError(409, null), t).message).toBe(fr.alerts['500']);
    expect(alertFromError(new Error('network'), t).message).toBe(fr.alerts['500']);
    expect(alertFromError({ status: 400 }, t)).toEqual({ message: fr.alerts['400'], lines: [] });
  });
});
