import { defineConfig } from 'drizzle-kit';

// Generates the versioned SQL migrations in ./drizzle from src/db/schema.ts. Commit what it writes.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
