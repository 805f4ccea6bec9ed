// Written for Imprint's highlighting tests by the Imprint team. Modelled on the TypeScript of a
// small web dashboard for an app's reviews: typed API models as interfaces, a generic fetch
// helper returning a Result type, a retrying client class, enums and mapped types.

export interface Review {
  readonly id: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
  territory: string;
  createdAt: string;
  response?: DeveloperResponse;
}

export interface DeveloperResponse {
  body: string;
  lastModified: string;
  state: ResponseState;
}

export enum ResponseState {
  Pending = 'PENDING_PUBLISH',
  Published = 'PUBLISHED',
}

export interface Page<T> {
  data: T[];
  links: { self: string; next?: string };
  meta: { paging: { total: number; limit: number } };
}

export type Result<T, E = ApiError> =
  | { ok: true; value: T }
  | { ok: false; error: E };

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Filters = Partial<Pick<Review, 'rating' | 'territory'>> & { since?: Date };
type Sorted<K extends keyof Review> = { key: K; direction: 'asc' | 'desc' };

const DEFAULT_HEADERS = {
  Accept: 'application/json',
  'User-Agent': 'reviews-dashboard/1.4',
} as const satisfies Record<string, string>;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function fetchJSON<T>(url: URL, init: RequestInit = {}): Promise<Result<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { ...DEFAULT_HEADERS, ...init.headers } });
  } catch (error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: new ApiError(0, message) };
  }
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
    return { ok: false, error: new ApiError(response.status, response.statusText, retryAfter) };
  }
  return { ok: true, value: (await response.json()) as T };
}

export class ReviewsClient {
  private readonly cache = new Map<string, Page<Review>>();

  constructor(
    private readonly baseURL: URL,
    private readonly token: () => Promise<string>,
    private readonly maxAttempts = 3,
  ) {}

  async reviews(appId: string, filters: Filters = {}, sort?: Sorted<'createdAt' | 'rating'>): Promise<Review[]> {
    const url = new URL(`v1/apps/${encodeURIComponent(appId)}/customerReviews`, this.baseURL);
    if (filters.rating !== undefined) url.searchParams.set('filter[rating]', String(filters.rating));
    if (filters.territory) url.searchParams.set('filter[territory]', filters.territory);
    if (sort) url.searchParams.set('sort', `${sort.direction === 'desc' ? '-' : ''}${sort.key}`);

    const reviews: Review[] = [];
    for (let next: string | undefined = url.href; next; ) {
      const page = await this.page(next);
      reviews.push(...page.data.filter((review) => !filters.since || new Date(review.createdAt) >= filters.since));
      next = page.links.next;
    }
    return reviews;
  }

  private async page(href: string): Promise<Page<Review>> {
    const cached = this.cache.get(href);
    if (cached) return cached;
    for (let attempt = 1; ; attempt++) {
      const result = await fetchJSON<Page<Review>>(new URL(href), {
        headers: { Authorization: `Bearer ${await this.token()}` },
      });
      if (result.ok) {
        this.cache.set(href, result.value);
        return result.value;
      }
      const { status, retryAfter } = result.error;
      if (attempt >= this.maxAttempts || (status !== 429 && status < 500)) {
        throw result.error;
      }
      await sleep((retryAfter ?? 2 ** attempt) * 1_000);
    }
  }
}

export function averageRating(reviews: readonly Review[]): number {
  if (reviews.length === 0) return NaN;
  return reviews.reduce((sum, { rating }) => sum + rating, 0) / reviews.length;
}

export function groupBy<T, K extends PropertyKey>(items: Iterable<T>, key: (item: T) => K): Record<K, T[]> {
  const groups = {} as Record<K, T[]>;
  for (const item of items) {
    (groups[key(item)] ??= []).push(item);
  }
  return groups;
}

declare global {
  interface Window {
    __REVIEWS_CONFIG__?: { appId: string; apiBase: string };
  }
}
