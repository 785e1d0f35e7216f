export * from './CountBubble.tsx';
