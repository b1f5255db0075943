export function pagination(total: number, page: number, limit: number) {
  return { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) };
}
