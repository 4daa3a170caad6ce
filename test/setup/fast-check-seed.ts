import fc from 'fast-check';

/**
 * Property tests in `npm test` run with one fixed seed, so a green run stays green on the CI machine
 * (a random seed made the seat-view property fail there once in a few runs, on a case it had never
 * drawn before). The search for new cases is `npm run fuzz` (BLACKSITE_FUZZ=long) or
 * `FC_RANDOM=1 npx vitest run …`: fresh seeds, printed with every failure; a case found that way is
 * kept as its own test with its seed and path.
 */
if (process.env.BLACKSITE_FUZZ !== 'long' && !process.env.FC_RANDOM) fc.configureGlobal({ seed: 20261201 });
