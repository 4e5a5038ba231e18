// What the admin panel uses of payments: the note that cards go through the test gateway.
export { TestGatewayNote } from "../components/test-gateway-note.tsx";
