/** A hash of what the build reads (scripts/source-stamp.mjs): the sources, the scripts, package.json and the tsconfig files. */
export function sourceStamp(): string;
/** Where `npm run gen` leaves the stamp of the sources it generated from. */
export const GEN_STAMP: string;
/** Whether dist/ is built from the sources as they are: its stamp (dist/.source-stamp) is theirs. */
export function builtFromSources(): boolean;
