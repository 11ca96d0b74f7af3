// The app's single database connection. Hooks and commands import it; tests build their own.
import { BoothDb } from './database.ts';

export const db = new BoothDb();
