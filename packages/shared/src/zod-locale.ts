import { z } from 'zod';

/**
 * Zod's default messages in Vietnamese. Called once by the API (the web's form rules carry their own messages); an
 * explicit call rather than an import side effect, so pages without forms do not load zod.
 */
export function setVietnameseValidationMessages() {
  z.config(z.locales.vi());
}
