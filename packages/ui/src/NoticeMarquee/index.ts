export * from './NoticeMarquee.tsx';
