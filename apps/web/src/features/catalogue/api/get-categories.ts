import { categorySchema } from '@sportsbook/contracts/catalogue';
import { z } from 'zod';
import { type ApiContext, apiRequest } from '@/shared/api/api-fetch';

const categoriesSchema = z.object({ data: z.array(categorySchema) });

/** GET /categories?sport_key=: a sport's categories (countries, international), by priority. */
export async function getCategories(context: ApiContext, sportKeys: readonly string[]) {
  return (
    await apiRequest(context, '/api/sportsbook/categories', categoriesSchema, {
      query: { sport_key: sportKeys },
    })
  ).data;
}

/** GET /categories/{id}. */
export function getCategory(context: ApiContext, id: number) {
  return apiRequest(context, `/api/sportsbook/categories/${id}`, categorySchema);
}
