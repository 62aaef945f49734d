export { fakeApplication, fakeApplicationId, fakeApplications } from "./applications.ts";
export {
  type FakeGoogle,
  type FakeGoogleFaults,
  type FaultKind,
  type FaultOptions,
  type LoggedRequest,
  type RequestKind,
  startFakeGoogle,
} from "./fake-google.ts";
