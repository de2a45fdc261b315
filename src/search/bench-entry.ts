// What scripts/bench-search.mjs bundles for Node: the engine and the index reader, nothing of React.
export {createEngine} from './engine';
export {unpackRecords, withBodies} from './records';
