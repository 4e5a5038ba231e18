// What checkout may use of payments: the card option of the payment choice.
export { CardPaymentOption } from "./components/card-payment-option.tsx";
