export const PAGE_SIZE = 20;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

export function offsetOf(page: number, pageSize = PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * pageSize;
}

export function pageOf<T>(items: T[], total: number, page: number, pageSize = PAGE_SIZE): Page<T> {
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}
