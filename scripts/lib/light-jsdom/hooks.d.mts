interface Resolved {
  url: string;
  shortCircuit?: boolean;
}

export declare function resolve(
  specifier: string,
  context: { parentURL?: string },
  nextResolve: (specifier: string, context: { parentURL?: string }) => Promise<Resolved>,
): Promise<Resolved>;
