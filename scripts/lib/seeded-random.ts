/** The benchmark's seeded random numbers: the shared package's (packages/common/seeded-random.ts), which the audit's tests use too. */
export { seededRandom } from '@bay-appliance/common/seeded-random';
