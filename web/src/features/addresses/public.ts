// What other features may use of saved addresses: the list and the calls that change it (quick checkout, profile).
export {
  addressQueries,
  useAddAddress,
  useAddresses,
  useDeleteAddress,
  useUpdateAddress,
} from "./api/addresses.ts";
