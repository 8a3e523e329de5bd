import { type SignInBody, signInBody } from '@climb/contracts';
import { validateWith } from '../../../lib/forms/form-errors';

/**
 * The sign-in form's client rules, the contract's schema: the page imports them lazily (`loadValidate`), so a
 * visitor who only reads the page loads neither the schema nor zod.
 */
export const checkSignIn = (values: SignInBody) => validateWith(signInBody, values);
