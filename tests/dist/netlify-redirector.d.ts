/** Types for netlify-redirector (it ships none): Netlify's redirect engine compiled to WebAssembly. */
declare module 'netlify-redirector' {
  export interface MatchRequest {
    scheme: string;
    host: string;
    path: string;
    query: string;
    getHeader(name: string): string;
    getCookie(name: string): string;
  }
  export interface Match {
    from: string;
    to: string;
    status: number;
    force: boolean;
  }
  export interface Matcher {
    match(request: MatchRequest): Match | null;
  }
  const redirector: { parseJSON(rules: string, options: Record<string, string>): Promise<Matcher> };
  export default redirector;
}
