// The scroll box moved to the shared UI with the tables that use it; this name stays for the calculator's remaining importers.
export { ScrollRegion } from '@client/ui/scroll-region';
