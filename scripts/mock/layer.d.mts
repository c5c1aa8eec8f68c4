import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export const MOCK_TIME_COOKIE: string;
export const MOCK_TIME_HEADER: string;
export const MOCK_SESSION_COOKIE: string;
export const MOCK_SESSION_HEADER: string;
export const MOCK_SCENARIO_COOKIE: string;
export const MOCK_SCENARIO_HEADER: string;
export const MOCK_CLOCK_COOKIE: string;
export const MOCK_CLOCK_HEADER: string;
export function createMockLayer(options: {
  prismOrigin: string;
  now?: () => number;
  defaultMoment?: string;
}): (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<void>;
export function startMockLayer(options: {
  port: number;
  prismOrigin: string;
  now?: () => number;
  defaultMoment?: string;
}): Promise<{ origin: string; server: Server }>;
