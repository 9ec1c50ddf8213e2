import WebSocket from 'ws';

// Node 20 has no global WebSocket, and supabase-js's realtime client insists on one when the
// app's browser client module is imported in unit and integration tests (it never connects).
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
