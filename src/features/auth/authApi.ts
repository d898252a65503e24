import { generatedApi } from './authApi.gen'

/** Sign-in calls carry no cached data between operators, so none of them invalidates a tag. */
export const authApi = generatedApi.enhanceEndpoints({
  endpoints: {
    sendOtp: { invalidatesTags: [] },
    sendOtpByCall: { invalidatesTags: [] },
    validateOtp: { invalidatesTags: [] },
    signupOperator: { invalidatesTags: [] },
    logout: { invalidatesTags: [] },
  },
})

export const {
  useSendOtpMutation,
  useSendOtpByCallMutation,
  useValidateOtpMutation,
  useSignupOperatorMutation,
  useLogoutMutation,
} = authApi
