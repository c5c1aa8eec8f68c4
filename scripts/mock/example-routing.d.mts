export function mockExampleForPath(method: string, path: string): string | null;
