import { setupServer } from "msw/node";

/** The API the screens under test talk to: each test adds the answers it needs (`server.use(answer(…))`). */
export const server = setupServer();
