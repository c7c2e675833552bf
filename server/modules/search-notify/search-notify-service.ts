/** Where the IndexNow key file is served: `/{key}.txt` at the site's root (the protocol's rule). */
export const indexNowKeyPath = (key: string) => `/${key}.txt`;
