import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a new SQL migration from the schema files in src/db/schema/; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
