// What scripts/bench-search.mjs bundles for Node: the engine and the index reader, nothing of React.
export {createEngine} from './engine';
export {pageOf, SEARCH_BODY_FILE, SEARCH_INDEX_FILE, unpackRecords, withBodies} from './records';
