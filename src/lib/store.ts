/** The app's one jotai store (the Provider in main.tsx uses it; sign-out resets the atoms it holds). */
import { createStore } from 'jotai';

export const appStore = createStore();
