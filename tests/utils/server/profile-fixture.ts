// A complete, valid edit-booth-user payload: every scalar field and all seven lists.
export function fullProfile(email: string) {
  return {
    firstName: 'Sunita',
    lastName: 'Yadav',
    phoneNo: '+919876543210',
    father: 'Ram Yadav',
    mother: 'Kamla Yadav',
    email,
    state: 'Uttar Pradesh',
    citizenship: 'Indian',
    district: 'Lucknow',
    voterIdNo: 'ABC1234567',
    block: 'Chinhat',
    assembly: 'Lucknow Central',
    mandal: 'Mandal 4',
    boothNo: '112',
    pollingCenter: 'Primary School, Chinhat',
    dob: '1984-03-12',
    married: 'Yes',
    marriageAnniversary: '2006-11-20',
    partyJoiningDate: '2012-01-26',
    education: [
      { std: 'Graduate', institute: 'Lucknow University', boardUniversity: 'LU', year: '2005' },
    ],
    professionalExp: [
      {
        designation: 'Teacher',
        organization: 'Govt School',
        years: '6',
        durationFrom: '2006-07-01',
        durationTo: '2012-06-30',
      },
    ],
    children: [
      { name: 'Anu', dob: '2008-05-02', gender: 'female', age: 17 },
      { name: 'Vikas', dob: '2011-09-14', gender: 'male', age: 14 },
    ],
    positionHeld: [
      {
        title: 'Booth President',
        designation: 'President',
        state: 'Uttar Pradesh',
        district: 'Lucknow',
        durationFrom: '2015-01-01',
        durationTo: '2020-01-01',
      },
    ],
    electionContested: [
      {
        electionName: 'Ward',
        year: 2017,
        result: 'Won',
        state: 'Uttar Pradesh',
        district: 'Lucknow',
        assembly: 'Lucknow Central',
      },
    ],
    publicRepresentativeDetails: [
      {
        electionName: 'Sarpanch',
        year: 2021,
        result: 'Lost',
        state: 'Uttar Pradesh',
        district: 'Lucknow',
        assembly: 'Lucknow Central',
      },
    ],
    vehicle: [
      { type: 'Two', count: 1 },
      { type: 'Four', count: 1 },
    ],
  };
}
