export * from './nfpa291.js';
