export declare const ENV_FILE: string;
