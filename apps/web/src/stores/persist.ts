import { createJSONStorage } from 'zustand/middleware';

/** Every persisted client store lives in localStorage under `cordee.<name>`. */
export const storeName = (name: string) => `cordee.${name}`;
export const localJsonStorage = createJSONStorage(() => localStorage);
