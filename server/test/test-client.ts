import type { FastifyInstance, InjectOptions } from "fastify";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export class TestClient {
  private cookies = new Map<string, string>();
  /** Each client looks like another machine, so per-IP limits apply per client (never two alike). */
  readonly ip = nextIp();
  language?: string;

  constructor(private readonly app: FastifyInstance) {}

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const options: InjectOptions = {
      method,
      url,
      headers: {
        "x-forwarded-for": this.ip,
        ...(this.language ? { "accept-language": this.language } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as InjectOptions["payload"] }),
    };
    const response = await this.app.inject(options);
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date }[]) {
      if (!cookie.value || (cookie.expires && cookie.expires.getTime() < Date.now()))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return {
      status: response.statusCode,
      body: parse(response.body),
      headers: response.headers,
      raw: response,
    };
  }

  get = (url: string, headers?: Record<string, string>) => this.request("GET", url, undefined, headers);
  post = (url: string, body?: unknown) => this.request("POST", url, body ?? {});
  patch = (url: string, body?: unknown) => this.request("PATCH", url, body ?? {});
  delete = (url: string) => this.request("DELETE", url);

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Plants a cookie, as a stolen or forged one would arrive. */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }
}

let clients = 0;
function nextIp(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

// biome-ignore lint/suspicious/noExplicitAny: a test reads an answer's fields by name and asserts their values; a wrong field fails the assertion.
function parse(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
