import { generatedApi } from './authApi.gen'

/** Sign-in calls never carry cached data between operators, so they provide and invalidate no tags. */
export const authApi = generatedApi.enhanceEndpoints({
  endpoints: {
    sendOtp: { providesTags: [] },
    sendOtpByCall: { providesTags: [] },
    validateOtp: { invalidatesTags: [] },
    signupOperator: { invalidatesTags: [] },
    logout: { invalidatesTags: [] },
  },
})

export const {
  useLazySendOtpQuery,
  useLazySendOtpByCallQuery,
  useValidateOtpMutation,
  useSignupOperatorMutation,
  useLogoutMutation,
} = authApi
